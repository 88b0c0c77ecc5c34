/** A well-formed API key for tests. */
export const TEST_KEY = `sk-${'ab12'.repeat(12)}`;

/** Another well-formed API key. */
export const OTHER_KEY = `sk-${'cd34'.repeat(12)}`;
