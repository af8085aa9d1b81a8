/**
 * The inspector control for the heading level of a block's cards (grid titles, donor-wall names):
 * the page's outline must not skip a level (Lighthouse and axe "heading-order"), and only the site
 * builder knows what heading the block sits under.
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	label: string;
	value: number;
	onChange: ( level: number ) => void;
};

export default function HeadingLevelControl( {
	label,
	value,
	onChange,
}: Props ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			label={ label }
			help={ __(
				'One level below the heading the block sits under (H2 right under the page title).',
				'opengive'
			) }
			value={ String( value ) }
			options={ [ 2, 3, 4, 5, 6 ].map( ( level ) => ( {
				value: String( level ),
				label: `H${ level }`,
			} ) ) }
			onChange={ ( level: string ) => onChange( Number( level ) ) }
		/>
	);
}
