/**
 * The field block's attributes (Models\ContactField in PHP normalises the same keys).
 */
import type { FieldType } from './variations';

export interface FieldAttributes {
	type: FieldType;
	name: string;
	label: string;
	required: boolean;
	placeholder: string;
	default: string;
	help: string;
	options: Array< { value: string; label: string } | string >;
	exclusive: boolean;
	freeText: boolean;
	minLength: number | null;
	maxLength: number | null;
	min: number | null;
	max: number | null;
	step: number | null;
	minDate: string;
	maxDate: string;
	days: number[];
	accept: string[];
	minSize: number | null;
	maxSize: number | null;
	minItems: number | null;
	maxItems: number | null;
	optional: boolean;
	invert: boolean;
	consent: boolean;
	pairs: Array< { question: string; answer: string } >;
	[ key: string ]: unknown;
}
