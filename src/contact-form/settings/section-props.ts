import type { ContactSettings, ServerDefaults } from './model';
import type { FieldTag } from './tags';

export interface SectionProps {
	settings: ContactSettings;
	onChange: ( next: ContactSettings ) => void;
	defaults: ServerDefaults;
	fields: FieldTag[];
}
