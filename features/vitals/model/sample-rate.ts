/**
 * The share of page views measured: enough for a p75 per template within a day, a fifth of the traffic. Decided
 * before web-vitals is loaded, so the other visits never download it.
 */
export const VITALS_SAMPLE_RATE = 0.2;
