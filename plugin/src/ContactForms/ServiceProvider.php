<?php
/**
 * Wires the contact form domain.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms;

use OpenGive\ContactForms\Actions\ContactMailer;
use OpenGive\ContactForms\Actions\HandleContactFormPost;
use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Actions\UploadStore;
use OpenGive\ContactForms\Admin\SubmissionsCsv;
use OpenGive\ContactForms\Privacy\PersonalData;
use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\ContactForms\Rest\ContactFormsController;
use OpenGive\ContactForms\Rest\FeedbackController;
use OpenGive\ContactForms\Rest\SubmissionsController;
use OpenGive\ContactForms\Views\WrongPlace;
use OpenGive\Support\Container;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * The contact form: post type, submission path, REST routes, no-JS post, CSV export, privacy tools.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container Container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			ContactFormRepository::class,
			static function () {
				return new ContactFormRepository();
			}
		);
		$container->singleton(
			SubmissionRepository::class,
			static function () {
				return new SubmissionRepository();
			}
		);
		$container->singleton(
			SubmitContactForm::class,
			static function ( Container $c ) {
				return new SubmitContactForm( $c->get( SubmissionRepository::class ), new ContactMailer(), new UploadStore(), new RateLimiter() );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container Container.
	 */
	public function boot( Container $container ): void {
		add_action( 'init', array( ContactFormPostType::class, 'register' ) );
		add_filter( 'rest_pre_insert_' . ContactFormPostType::POST_TYPE, array( ContactFormPostType::class, 'check_recipients' ), 10, 2 );
		// A contact form inside another form: after a parent block prints its <form>, and after
		// do_blocks (9) has rendered the post content around a raw-HTML <form>.
		add_filter( 'render_block', array( WrongPlace::class, 'fix' ), 20 );
		add_filter( 'the_content', array( WrongPlace::class, 'fix' ), 12 );
		add_action(
			'rest_api_init',
			static function () use ( $container ) {
				( new FeedbackController( $container->get( ContactFormRepository::class ), $container->get( SubmitContactForm::class ) ) )->register_routes();
				( new ContactFormsController( $container->get( ContactFormRepository::class ) ) )->register_routes();
				( new SubmissionsController( $container->get( SubmissionRepository::class ), $container->get( ContactFormRepository::class ) ) )->register_routes();
			}
		);
		$handler = static function () use ( $container ) {
			( new HandleContactFormPost( $container->get( ContactFormRepository::class ), $container->get( SubmitContactForm::class ) ) )->handle();
		};
		add_action( 'admin_post_nopriv_' . HandleContactFormPost::ACTION, $handler );
		add_action( 'admin_post_' . HandleContactFormPost::ACTION, $handler );
		add_action( 'admin_post_' . SubmissionsCsv::ACTION, array( SubmissionsCsv::class, 'handle' ) );
		$privacy = new PersonalData( $container->get( SubmissionRepository::class ) );
		add_filter( 'wp_privacy_personal_data_exporters', array( $privacy, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $privacy, 'register_eraser' ) );
	}
}
