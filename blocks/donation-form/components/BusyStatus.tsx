/**
 * A spinner with a line saying what the form is waiting for, announced as a status.
 */
interface Props {
	className: string;
	children: string;
}

export default function BusyStatus( { className, children }: Props ) {
	return (
		<div className={ className } role="status">
			<span
				className="wp-block-opengive-donation-form__spinner"
				aria-hidden="true"
			/>
			{ children }
		</div>
	);
}
