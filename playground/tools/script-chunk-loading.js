/**
 * A small chunk-loading runtime for the blocks' view scripts (issue 19's 15 KB budget for the
 * donation page): webpack's own JSONP runtime is about 3 KB minified (1.2 KB gzip), most of it for
 * cases a block's view never meets (hot reload, prefetch and preload, a script tag already on the
 * page, a public path guessed from every script on the page, load timeouts). This one does what
 * the form's parts need: load a chunk by a script tag beside the view script, share the request,
 * reject when it fails so the part can be asked for again.
 *
 * It is a chunk loading type of its own (`output.chunkLoading: 'opengive-script'`), webpack's
 * extension point for this, and reads chunks in webpack's usual array-push format.
 */
const {
	RuntimeGlobals,
	RuntimeModule,
	Template,
	WebpackError,
} = require( 'webpack' );
const EnableChunkLoadingPlugin = require( 'webpack/lib/javascript/EnableChunkLoadingPlugin' );
const {
	getInitialChunkIds,
} = require( 'webpack/lib/javascript/StartupHelpers' );
const {
	chunkHasJs,
} = require( 'webpack/lib/javascript/JavascriptModulesPlugin' );

const TYPE = 'opengive-script';
const NAME = 'OpenGiveScriptChunkLoading';

class ScriptChunkLoadingRuntimeModule extends RuntimeModule {
	constructor() {
		super( 'opengive script chunk loading', RuntimeModule.STAGE_ATTACH );
	}

	generate() {
		const { compilation, chunk, chunkGraph } = this;
		const { globalObject } = compilation.runtimeTemplate;
		const queue = `${ globalObject }[${ JSON.stringify(
			compilation.outputOptions.chunkLoadingGlobal
		) }]`;
		const installed = {};
		for ( const id of getInitialChunkIds(
			chunk,
			chunkGraph,
			chunkHasJs
		) ) {
			installed[ id ] = 0;
		}
		// From the entry's own file to the output root, where the chunk file names start.
		const toRoot = compilation.runtimeTemplate.chunkRootOutputDir(
			chunk,
			false
		);
		const req = RuntimeGlobals.require;
		return Template.asString( [
			// Chunk id => 0 once its modules are in; the requests in flight, shared.
			`var installed = ${ JSON.stringify( installed ) }, loading = {};`,
			// The view script's own URL, read while it runs. A tag check, because a page's markup
			// can shadow document.currentScript with a named element (DOM clobbering).
			'var current = document.currentScript;',
			`var root = current && current.tagName === 'SCRIPT' ? current.src.replace( /[?#].*$/, '' ).replace( /[^/]*$/, '' ) + ${ JSON.stringify(
				toRoot
			) } : '';`,
			`${ RuntimeGlobals.ensureChunkHandlers }.s = (id, promises) => {`,
			Template.indent( [
				'if (installed[id] === 0) return;',
				'promises.push(loading[id] ||= new Promise((resolve, reject) => {',
				Template.indent( [
					"var script = document.createElement('script');",
					`script.src = root + ${ RuntimeGlobals.getChunkScriptFilename }(id);`,
					// A script runs before its load event, so by then its chunk is in, or it failed;
					// a request that never ends fails after two minutes, as webpack's own loader does.
					'var timeout = setTimeout(() => script.onerror(), 120000);',
					'script.onload = script.onerror = () => {',
					Template.indent( [
						'clearTimeout(timeout);',
						'script.onload = script.onerror = null;',
						'script.remove();',
						'if (installed[id] === 0) return resolve();',
						'delete loading[id];',
						"reject(new Error('Loading chunk ' + id + ' failed: ' + script.src));",
					] ),
					'};',
					'document.head.appendChild(script);',
				] ),
				'}));',
			] ),
			'};',
			// What a chunk file pushes: [ chunk ids, module factories, runtime code ].
			'var install = (next, data) => {',
			Template.indent( [
				`for (var moduleId in data[1]) ${ RuntimeGlobals.moduleFactories }[moduleId] = data[1][moduleId];`,
				`if (data[2]) data[2](${ req });`,
				'data[0].forEach((id) => (installed[id] = 0));',
				'if (next) next(data);',
			] ),
			'};',
			`var queue = ${ queue } ||= [];`,
			'queue.forEach(install.bind(null, 0));',
			'queue.push = install.bind(null, queue.push.bind(queue));',
		] );
	}
}

class ScriptChunkLoadingPlugin {
	apply( compiler ) {
		EnableChunkLoadingPlugin.setEnabled( compiler, TYPE );
		compiler.hooks.thisCompilation.tap( NAME, ( compilation ) => {
			const ours = ( chunk ) => {
				const options = chunk.getEntryOptions();
				const type =
					options && options.chunkLoading !== undefined
						? options.chunkLoading
						: compilation.outputOptions.chunkLoading;
				return type === TYPE;
			};
			// The loader fetches scripts only: a stylesheet in a chunk it loads would never arrive
			// (the blocks' CSS chunk loader is off), so such a build fails instead.
			compilation.hooks.afterOptimizeChunks.tap( NAME, ( chunks ) => {
				for ( const chunk of chunks ) {
					const css = compilation.chunkGraph
						.getChunkModules( chunk )
						.find(
							( module ) => module.type === 'css/mini-extract'
						);
					if ( css && ! chunk.canBeInitial() && ours( chunk ) ) {
						const name = css.readableIdentifier(
							compilation.requestShortener
						);
						compilation.errors.push(
							new WebpackError(
								`${ NAME }: a chunk loaded on demand brings CSS (${ name }), which this loader does not load; import the stylesheet from the entry or give it a handle.`
							)
						);
					}
				}
			} );
			const added = new WeakSet();
			compilation.hooks.runtimeRequirementInTree
				.for( RuntimeGlobals.ensureChunkHandlers )
				.tap( NAME, ( chunk, requirements ) => {
					if ( added.has( chunk ) || ! ours( chunk ) ) {
						return;
					}
					added.add( chunk );
					requirements.add( RuntimeGlobals.moduleFactoriesAddOnly );
					requirements.add( RuntimeGlobals.getChunkScriptFilename );
					compilation.addRuntimeModule(
						chunk,
						new ScriptChunkLoadingRuntimeModule()
					);
				} );
		} );
	}
}

module.exports = { ScriptChunkLoadingPlugin, SCRIPT_CHUNK_LOADING: TYPE };
