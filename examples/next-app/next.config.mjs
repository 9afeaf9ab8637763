// The app's own folder is its root (this example sits inside the package's repository).
export default { turbopack: { root: import.meta.dirname } };
