/**
 * Entry of build/chrome/header.js (deferred, footer).
 */
import { initHeaders } from './header';
import './header.scss';

initHeaders( document );
