#!/usr/bin/env bash
# The production-like target: Debian PHP 8.2-FPM + nginx + MariaDB (recipe B in shared/platform.md), in
# the shape the README recommends for production: two PHP-FPM pools ("nodes" a and b) behind nginx as a
# round-robin load balancer, one MariaDB, and Redis as WordPress's object cache through OpenGive's
# drop-in (plugin/dropins/object-cache.php). A request with the header X-OpenGive-Node: a (or b) goes
# to that node only; every answer names its node in X-OpenGive-Node (test setup only, not production).
# OPENGIVE_NATIVE_NODES=1 serves one pool without Redis instead (the load bench compares both).
# OPENGIVE_NATIVE_MAIL_BY_CRON=1 defines OPENGIVE_MAIL_BY_CRON: requests queue mail, the cron run sends it.
# Installs what is missing (as root), installs the same WordPress 6.5 tree against MariaDB with the
# plugin copied in as a site would have it, then runs PHPUnit natively and the Playwright integration
# and e2e suites against it. Usage: npm run test:native  (or: bash tests/native/run.sh serve, to keep
# the native site running for manual checks and benchmarks until Ctrl-C).
# OPENGIVE_NATIVE_SUITES=php,integration,e2e (the default; add reliability for tests/reliability) picks what runs; every chosen suite runs even
# when an earlier one failed, and the script exits non-zero if any did. Other arguments go to Playwright.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PORT="${OPENGIVE_NATIVE_PORT:-8890}"
NATIVE="$ROOT/.cache/native"
WP="$NATIVE/wordpress"
CONF="$NATIVE/conf"
DB_NAME="${OPENGIVE_NATIVE_DB:-opengive_test}"
DB_USER=opengive
DB_PASS=opengive-test-password
NODES="${OPENGIVE_NATIVE_NODES:-2}"
PACKAGES=(php-cli php-fpm php-mysql php-xml php-mbstring php-curl php-intl php-zip php-redis mariadb-server nginx redis-server phpunit)

log() { printf '\n[native] %s\n' "$*"; }

missing=()
for pkg in "${PACKAGES[@]}"; do
	dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
	if [ "$(id -u)" -ne 0 ]; then
		echo "Missing Debian packages. Install them with:" >&2
		echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
		exit 1
	fi
	log "Installing ${missing[*]}"
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PHP_VERSION="$(php -r 'echo PHP_MAJOR_VERSION.".".PHP_MINOR_VERSION;')"
PHP_FPM="$(command -v "php-fpm$PHP_VERSION" || echo "/usr/sbin/php-fpm$PHP_VERSION")"

# A previous run that was killed may have left its servers behind.
# Wait until each is gone: a Redis still shutting down would delete the new one's socket file.
for pidfile in "$NATIVE/php-fpm.pid" "$NATIVE/nginx.pid" "$NATIVE/redis.pid"; do
	if [ -f "$pidfile" ]; then
		old_pid="$(cat "$pidfile")"
		kill "$old_pid" 2>/dev/null || true
		for _ in $(seq 1 50); do
			kill -0 "$old_pid" 2>/dev/null || break
			sleep 0.1
		done
	fi
	rm -f "$pidfile"
done
rm -f "$NATIVE/php-fpm.sock" "$NATIVE/node-a.sock" "$NATIVE/node-b.sock" "$NATIVE/redis.sock"
mkdir -p "$NATIVE"

if [ "$NODES" = 2 ]; then
	# A fresh, empty Redis each run (the database is new too): nothing saved to disk, least recently
	# used keys evicted when full, as a cache server is set up.
	log "Starting Redis on $NATIVE/redis.sock"
	redis-server --port 0 --unixsocket "$NATIVE/redis.sock" --unixsocketperm 777 --save '' --appendonly no \
		--maxmemory 256mb --maxmemory-policy allkeys-lru --daemonize yes --pidfile "$NATIVE/redis.pid" --logfile "$NATIVE/redis.log"
	for _ in $(seq 1 50); do
		[ -S "$NATIVE/redis.sock" ] && break
		sleep 0.1
	done
	# This run's own Redis: the cleanup stops this one, never a later run's that reused the pid file.
	REDIS_PID="$(cat "$NATIVE/redis.pid")"
fi

log "Starting MariaDB"
if ! mysqladmin ping >/dev/null 2>&1; then
	/etc/init.d/mariadb start >/dev/null
fi
mysql -uroot <<SQL
DROP DATABASE IF EXISTS $DB_NAME;
CREATE DATABASE $DB_NAME CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASS';
CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASS';
GRANT ALL ON $DB_NAME.* TO '$DB_USER'@'localhost';
GRANT ALL ON $DB_NAME.* TO '$DB_USER'@'127.0.0.1';
FLUSH PRIVILEGES;
SQL

log "Preparing a fresh WordPress tree"
cd "$ROOT"
[ -f build/blocks/donation-form/block.json ] || npx wp-scripts build
PRISTINE="$(node --input-type=module -e "import { ensurePristineWordPress } from './playground/wordpress.mjs'; console.log(ensurePristineWordPress());")"
rm -rf "$WP" "$CONF"
mkdir -p "$CONF"
cp -r "$PRISTINE" "$WP"
rm -f "$WP/.opengive-pristine"
mkdir -p "$WP/wp-content/plugins/opengive"
cp -r plugin/. "$WP/wp-content/plugins/opengive/"
# plugin/build may exist as the (empty) mount point Playground leaves behind: replace it.
rm -rf "$WP/wp-content/plugins/opengive/build"
cp -r build "$WP/wp-content/plugins/opengive/build"
cp -r tests/support/opengive-test-helpers "$WP/wp-content/plugins/"
# OpenGive's database-error page (503 + opengive_database_unavailable instead of WordPress's 500 page).
cp plugin/dropins/db-error.php "$WP/wp-content/db-error.php"
# OpenGive's Redis object cache, shared by both nodes (and by PHPUnit's own WordPress on this tree).
[ "$NODES" = 2 ] && cp plugin/dropins/object-cache.php "$WP/wp-content/object-cache.php"

SALT="$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')"
MAIL_BY_CRON=""
[ -n "${OPENGIVE_NATIVE_MAIL_BY_CRON:-}" ] && MAIL_BY_CRON="define( 'OPENGIVE_MAIL_BY_CRON', true );"
cat >"$WP/wp-config.php" <<PHP
<?php
// OPENGIVE_DB_HOST / OPENGIVE_DB_NAME point a second server on this tree at another database (the
// database-restart reliability test runs its own MariaDB); unset, the site uses the native database.
define( 'DB_NAME', getenv( 'OPENGIVE_DB_NAME' ) ?: '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASS' );
define( 'DB_HOST', getenv( 'OPENGIVE_DB_HOST' ) ?: '127.0.0.1' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
// The object-cache drop-in's Redis (used only when wp-content/object-cache.php is installed).
define( 'WP_REDIS_PATH', getenv( 'OPENGIVE_REDIS_PATH' ) ?: '$NATIVE/redis.sock' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$opengive_key ) {
	define( \$opengive_key, '$SALT' . \$opengive_key );
}
\$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
// OPENGIVE_DEBUG_LOG gives a second server on this tree its own log (the database-restart test's
// refused connections belong to that test, not to the suites that read this site's log).
define( 'WP_DEBUG_LOG', getenv( 'OPENGIVE_DEBUG_LOG' ) ?: true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
$MAIL_BY_CRON
// Derived from the request so the same tree answers on any port (a fixed WP_HOME would redirect).
\$opengive_host = isset( \$_SERVER['HTTP_HOST'] ) ? \$_SERVER['HTTP_HOST'] : '127.0.0.1:$PORT';
define( 'WP_HOME', 'http://' . \$opengive_host );
define( 'WP_SITEURL', 'http://' . \$opengive_host );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

log "Installing WordPress against MariaDB"
php tests/native/install.php "$WP" 2>&1 | grep -v 'sendmail: not found' || true
php tests/native/seed.php "$WP"
php -r "require '$WP/wp-load.php'; exit( class_exists( 'OpenGive\\\\Plugin' ) && get_option( 'opengive_db_version' ) ? 0 : 1 );" \
	|| { echo "[native] WordPress install failed" >&2; exit 1; }

cat >"$CONF/php-fpm.conf" <<CONFEOF
[global]
pid = $NATIVE/php-fpm.pid
error_log = $NATIVE/php-fpm.log
daemonize = no
CONFEOF
# One pool per node. Two nodes split the four workers one node had (2 cores either way).
if [ "$NODES" = 2 ]; then POOLS=(node-a node-b); CHILDREN=2; else POOLS=(node-a); CHILDREN=4; fi
for pool in "${POOLS[@]}"; do
	cat >>"$CONF/php-fpm.conf" <<CONFEOF
[$pool]
listen = $NATIVE/$pool.sock
listen.mode = 0666
pm = static
pm.max_children = $CHILDREN
clear_env = no
; Contact form uploads: a form's file field may allow up to 8 MB (the demo's allows 2 MB); the whole
; multipart body (file + fields) must fit too. nginx's client_max_body_size below matches.
php_admin_value[upload_max_filesize] = 8M
php_admin_value[post_max_size] = 10M
CONFEOF
done
UPSTREAMS=""
for pool in "${POOLS[@]}"; do UPSTREAMS+="server unix:$NATIVE/$pool.sock; "; done

cat >"$CONF/nginx.conf" <<CONFEOF
worker_processes 2;
pid $NATIVE/nginx.pid;
error_log $NATIVE/nginx-error.log;
events { worker_connections 256; }
http {
	include /etc/nginx/mime.types;
	access_log off;
	client_body_temp_path $NATIVE/nginx-body;
	fastcgi_temp_path $NATIVE/nginx-fastcgi;
	proxy_temp_path $NATIVE/nginx-proxy;
	uwsgi_temp_path $NATIVE/nginx-uwsgi;
	scgi_temp_path $NATIVE/nginx-scgi;
	# nginx refuses bodies over 1 MB by default (413 before PHP sees them): contact form uploads up to
	# 8 MB plus the other fields, as PHP-FPM's post_max_size above.
	client_max_body_size 10m;
	# Pages, scripts and styles compressed as a production server sends them (what the page-weight and
	# Lighthouse benches measure). JSON is left out so the REST benches' ratios to the /wp-json/ floor
	# stay comparable with earlier runs: compressing that 100 KB index costs more than a donation's reply.
	gzip on;
	gzip_comp_level 5;
	gzip_min_length 512;
	gzip_vary on;
	gzip_types text/css application/javascript text/javascript image/svg+xml text/plain;
	# The load balancer: round robin over the nodes, or one node when a test names it.
	upstream opengive_nodes { $UPSTREAMS}
	upstream opengive_node_a { server unix:$NATIVE/node-a.sock; }
	upstream opengive_node_b { server unix:$NATIVE/${POOLS[-1]}.sock; }
	map \$http_x_opengive_node \$opengive_upstream { a opengive_node_a; b opengive_node_b; default opengive_nodes; }
	map \$upstream_addr \$opengive_node { ~node-a\\.sock a; ~node-b\\.sock b; default ""; }
	server {
		listen 127.0.0.1:$PORT;
		root $WP;
		index index.php;
		location / { try_files \$uri \$uri/ /index.php?\$args; }
		# Contact form uploads wait here until they are mailed: never served (the .htaccess there is
		# Apache-only). Every nginx site running OpenGive needs this block.
		location ^~ /wp-content/uploads/opengive/contact/ { deny all; }
		# OpenGive's built scripts and styles are always linked with their content hash (a chunk's file
		# name, an asset's or stylesheet's ver=): cached for a year, never revalidated.
		location ^~ /wp-content/plugins/opengive/build/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
		location ~ \.php\$ {
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			# bookworm's fastcgi_params sends the host without the port; WordPress needs both.
			fastcgi_param HTTP_HOST \$host:\$server_port;
			fastcgi_pass \$opengive_upstream;
			add_header X-OpenGive-Node \$opengive_node always;
		}
	}
}
CONFEOF

cleanup() {
	[ -n "${FPM_PID:-}" ] && kill "$FPM_PID" 2>/dev/null || true
	[ -n "${NGINX_PID:-}" ] && kill "$NGINX_PID" 2>/dev/null || true
	[ -n "${REDIS_PID:-}" ] && kill "$REDIS_PID" 2>/dev/null || true
}
trap cleanup EXIT

log "Starting PHP-FPM $PHP_VERSION (${#POOLS[@]} node(s)) and nginx on 127.0.0.1:$PORT"
"$PHP_FPM" -R -F -y "$CONF/php-fpm.conf" &
FPM_PID=$!
# nginx marks a node that refused a connection as down for 10 s: start it once both sockets exist.
for _ in $(seq 1 50); do
	ready=1
	for pool in "${POOLS[@]}"; do [ -S "$NATIVE/$pool.sock" ] || ready=0; done
	[ "$ready" = 1 ] && break
	sleep 0.1
done
nginx -c "$CONF/nginx.conf" -g 'daemon on;'
for _ in $(seq 1 50); do
	curl -fs -o /dev/null "http://127.0.0.1:$PORT/" && break
	sleep 0.2
done
# Read once nginx answers: its daemon writes the file after the command returned.
NGINX_PID="$(cat "$NATIVE/nginx.pid" 2>/dev/null || true)"
curl -fsS -o /dev/null "http://127.0.0.1:$PORT/wp-json/opengive/v1" || { echo "[native] site did not come up" >&2; exit 1; }

if [ "${1:-}" = serve ]; then
	log "Serving http://127.0.0.1:$PORT/ (Ctrl-C stops)"
	wait "$FPM_PID"
	exit 0
fi

SUITES=",${OPENGIVE_NATIVE_SUITES:-php,integration,e2e},"
status=0
mkdir -p test-results
if [[ "$SUITES" == *,php,* ]]; then
	log "PHPUnit on native PHP $PHP_VERSION + MariaDB"
	OPENGIVE_WP_LOAD="$WP/wp-load.php" phpunit -c tests/php/phpunit.xml --log-junit test-results/native-phpunit.xml || status=1
fi


projects=()
[[ "$SUITES" == *,integration,* ]] && projects+=(--project=integration)
[[ "$SUITES" == *,e2e,* ]] && projects+=(--project=e2e)
if ((${#projects[@]})); then
	log "${projects[*]} against PHP-FPM + MariaDB"
	WP_BASE_URL="http://127.0.0.1:$PORT" PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/native-playwright.json \
		npx playwright test --output=test-results/native "${projects[@]}" "$@" || status=1
fi

# Last: the reliability suite fuzzes, injects stored-XSS payloads, kills databases and floods the
# site; the functional suites above read the seeded site, not what it leaves behind.
if [[ "$SUITES" == *,reliability,* ]]; then
	# Native-only checks (query plans on MariaDB, totals under concurrency): tests/reliability.
	log "Reliability suite on native PHP $PHP_VERSION + MariaDB"
	OPENGIVE_WP_LOAD="$WP/wp-load.php" OPENGIVE_BASE_URL="http://127.0.0.1:$PORT" phpunit -c tests/reliability/phpunit.xml --log-junit test-results/native-reliability.xml || status=1
fi
exit "$status"
