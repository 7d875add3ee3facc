/**
 * The organization's close-out codes (settings change them; the complete dialog offers them).
 * Apart from the fetcher, so the realtime layer names the key without loading the query.
 */
export const closeOutCodesKey = ['close-out-codes'] as const;
