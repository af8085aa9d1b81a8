// The contact form's settings in the block editor's sidebar: mail, auto-reply, messages and the
// per-rule messages. Edits the opengive_contact_settings meta; saved with the post (REST checks it
// against ContactFormPostType::settings_schema() and refuses bad recipients).
import MailSection from './MailSection';
import AutoReplySection from './AutoReplySection';
import MessagesSection from './MessagesSection';
import type { SectionProps } from './section-props';

export default function ContactSettingsPanel( props: SectionProps ) {
	return (
		<>
			<MailSection { ...props } />
			<AutoReplySection { ...props } />
			<MessagesSection { ...props } kind="messages" />
			<MessagesSection { ...props } kind="rules" />
		</>
	);
}
