/**
 * A labelled input with its error message tied to it for assistive technology.
 */
import { useStableId } from './use-stable-id';

interface Props {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	type?: 'text' | 'email' | 'number';
	required?: boolean;
	autoComplete?: string;
	maxLength?: number;
	inputMode?: 'numeric' | 'decimal' | 'text';
	/** Extra classes for the wrapper, e.g. 'is-invalid'. */
	className?: string;
	placeholder?: string;
	onBlur?: () => void;
	error: string | null;
}

export default function TextField( {
	label,
	value,
	onChange,
	type = 'text',
	required = false,
	autoComplete,
	maxLength,
	inputMode,
	placeholder,
	onBlur,
	error,
	className,
}: Props ) {
	const id = useStableId( 'opengive-field' );
	return (
		<p
			className={
				className ? `opengive-field ${ className }` : 'opengive-field'
			}
		>
			<label htmlFor={ `${ id }` }>{ label }</label>
			<input
				id={ `${ id }` }
				type={ type }
				value={ value }
				required={ required }
				autoComplete={ autoComplete }
				maxLength={ maxLength }
				inputMode={ inputMode }
				placeholder={ placeholder }
				onBlur={ onBlur }
				aria-invalid={ error !== null }
				aria-describedby={ error ? `${ id }-error` : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ error && (
				<span id={ `${ id }-error` } className="opengive-field__error">
					{ error }
				</span>
			) }
		</p>
	);
}
