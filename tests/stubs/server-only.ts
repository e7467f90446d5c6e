/** Vitest stands in for Next's server layer: the marker package's guard does not apply to unit tests. */
export {};
