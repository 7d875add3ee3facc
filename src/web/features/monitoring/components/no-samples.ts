/**
 * Operations spec §2's wording for no samples, and the honest reason on a fresh instance:
 * the sampler writes its first sample a minute after the server starts.
 */
export const NO_SAMPLES_TEXT =
  'No system metrics data available. This might be a configuration issue. The first sample is written a minute after the server starts.';
