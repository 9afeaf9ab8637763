// The product's worker in a browser whose IndexedDB throws (privacy settings) or never answers.
import '../../../src/targets/dev/worker.ts';

if (self.name === 'idb-throws') {
  indexedDB.open = () => {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  };
} else {
  indexedDB.open = () => ({}) as IDBOpenDBRequest;
}
