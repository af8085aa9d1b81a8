/**
 * Messages for a failing rule that carries no `error` of its own. A form's settings normally supply
 * every message (CF7 puts them in the schema); these are CF7's defaults, from the table PHP's
 * OpenGive\ContactForms\Validation\Swv::default_message() reads, so both sides print the same tip.
 */
import ruleMessages from '../../plugin/data/contact-rule-messages.json';
import { translateLabel } from '../data/labels';

const MESSAGES: Record< string, string > = ruleMessages.messages;

/**
 * The default message of a rule (translated; `default` answers a rule the table does not name).
 *
 * @param rule The rule name.
 */
export function defaultMessage( rule: string ): string {
	return translateLabel( MESSAGES[ rule ] ?? MESSAGES.default );
}
