/**
 * Entry for the notices script (loaded wherever an OpenGive notice shows, not the admin app).
 */
import { initNotices, type NoticeSettings } from './notices';

const settings = ( window as unknown as { opengiveNotices?: NoticeSettings } )
	.opengiveNotices;
if ( settings ) {
	initNotices( document, settings );
}
