// Placeholder so the package builds until the dump-core branch is merged.
