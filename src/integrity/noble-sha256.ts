// @noble/hashes' SHA-256 (audited, MIT, no dependencies), the hash of a realm without Web Crypto:
// a module of its own, which the script tag's build puts in the data folder and a worker or page
// imports only where `crypto.subtle` is missing (sha256-digest.ts).
export { sha256 } from '@noble/hashes/sha2.js';
