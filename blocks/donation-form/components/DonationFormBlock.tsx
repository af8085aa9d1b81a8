/**
 * Chooses how the form is shown (the form's display mode): inline, revealed by a button, in a dialog
 * opened from the amounts (modal) or from a single button.
 */
import { useRef, useState } from '@wordpress/element';
import type { FormConfig } from '@opengive/types/form-config';
import {
	CUSTOM_LEVEL,
	amountNotice,
	amountVerdict,
	chosenAmount,
} from '@opengive/donation-form/amount';
import { preselectionFromQuery } from '@opengive/donation-form/preselect';
import AmountPicker from './AmountPicker';
import type Dialog from '@opengive/ui/Dialog';
import { prefetchOnIntent, useLazyPart } from '@opengive/ui/lazy-part';
import DonationFormApp from './DonationFormApp';
import { dialogPart } from './lazy-parts';

interface Props {
	config: FormConfig;
	returnUrl: string;
	query?: string;
}

// The whole form in a dialog titled with the form's name.
function FormDialog( {
	config,
	returnUrl,
	query,
	initialChoice,
	onClose,
	DialogView,
}: Props & {
	initialChoice?: { levelId: string; customText: string };
	onClose: () => void;
	/** ui/Dialog, a chunk of its own. */
	DialogView: typeof Dialog;
} ) {
	return (
		<DialogView title={ config.title } onClose={ onClose }>
			<DonationFormApp
				config={ config }
				returnUrl={ returnUrl }
				query={ query }
				hideTitle
				initialChoice={ initialChoice }
			/>
		</DialogView>
	);
}

// The open button and, while open, the dialog: what the button and modal modes share.
function OpenButtonDialog( {
	open,
	onOpen,
	onClose,
	disabled = false,
	...dialog
}: Props & {
	open: boolean;
	onOpen: () => void;
	onClose: () => void;
	disabled?: boolean;
	initialChoice?: { levelId: string; customText: string };
} ) {
	// Loaded as the pointer or focus nears the button; shown once in (at once if it came first).
	const dialogCode = useLazyPart( dialogPart, open );
	return (
		<>
			<button
				type="button"
				className="wp-block-opengive-donation-form__open wp-element-button"
				aria-haspopup="dialog"
				disabled={ disabled }
				{ ...prefetchOnIntent( dialogPart ) }
				onClick={ onOpen }
			>
				{ dialog.config.buttonLabel }
			</button>
			{ open && dialogCode && (
				<FormDialog
					{ ...dialog }
					onClose={ onClose }
					DialogView={ dialogCode.default }
				/>
			) }
		</>
	);
}

// Forms whose dialog already opened with an error the server sent back, on this page.
const openedWithError = new Set< number >();

/**
 * Whether this block's dialog opens at once: a form the server sent back with an error does, so
 * the donor sees why; where the page shows the same form more than once (a modal and a button
 * block, say), only the first of them opens, not a dialog over a dialog.
 *
 * @param config The form.
 */
function opensWithError( config: FormConfig ): boolean {
	if ( config.error === null || openedWithError.has( config.formId ) ) {
		return false;
	}
	openedWithError.add( config.formId );
	return true;
}

// Only a button; the whole form opens in a dialog.
function ButtonMode( props: Props ) {
	const [ open, setOpen ] = useState( () => opensWithError( props.config ) );
	return (
		<OpenButtonDialog
			{ ...props }
			open={ open }
			onOpen={ () => setOpen( true ) }
			onClose={ () => setOpen( false ) }
		/>
	);
}

// The amounts inline; the rest of the form opens in a dialog with the chosen amount.
function ModalMode( { config, returnUrl, query = '' }: Props ) {
	// The address is read once, when the block mounts.
	const [ preselected ] = useState( () =>
		preselectionFromQuery( query, config )
	);
	const [ levelId, setLevelId ] = useState(
		preselected.levelId || config.defaultLevel || CUSTOM_LEVEL
	);
	const [ customText, setCustomText ] = useState(
		preselected.customText ?? ''
	);
	const [ open, setOpen ] = useState( () => opensWithError( config ) );
	const wrapper = useRef< HTMLDivElement >( null );
	const amount = chosenAmount( config, levelId, customText );
	const verdict = amountVerdict( config, amount );

	const openDialog = () => {
		if ( amount <= 0 ) {
			// Nothing to give yet: send the donor to the amount instead of opening.
			setLevelId( CUSTOM_LEVEL );
			wrapper.current
				?.querySelector< HTMLInputElement >(
					'input[inputmode="decimal"]'
				)
				?.focus();
			return;
		}
		setOpen( true );
	};

	return (
		<div
			ref={ wrapper }
			className="wp-block-opengive-donation-form__modal-launcher"
		>
			<h2 className="wp-block-opengive-donation-form__title">
				{ config.title }
			</h2>
			<AmountPicker
				config={ config }
				levelId={ levelId }
				customText={ customText }
				notice={
					verdict === 'empty' && customText === ''
						? null
						: amountNotice( config, verdict, customText )
				}
				onLevelChange={ setLevelId }
				onCustomTextChange={ setCustomText }
				onCustomBlur={ () => {} }
			/>
			<OpenButtonDialog
				config={ config }
				returnUrl={ returnUrl }
				initialChoice={ { levelId, customText } }
				open={ open }
				disabled={ amount > 0 && verdict !== 'valid' }
				onOpen={ openDialog }
				onClose={ () => setOpen( false ) }
			/>
		</div>
	);
}

export default function DonationFormBlock( props: Props ) {
	switch ( props.config.displayMode ) {
		case 'button':
			return <ButtonMode { ...props } />;
		case 'modal':
			return <ModalMode { ...props } />;
		case 'reveal':
			return <DonationFormApp { ...props } reveal />;
		default:
			return <DonationFormApp { ...props } />;
	}
}
