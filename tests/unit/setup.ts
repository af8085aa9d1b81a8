import '@testing-library/jest-dom';

// jsdom lacks TextEncoder, which @wordpress/core-data's sync layer uses at import time.
import { TextDecoder, TextEncoder } from 'util';

Object.assign( globalThis, { TextEncoder, TextDecoder } );
