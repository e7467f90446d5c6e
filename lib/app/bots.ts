/** Crawlers and link previewers, by user agent. They get a status and a minimal body, not the error screen. */
const BOT_PATTERN =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|yandex|baiduspider|duckduckgo|lighthouse-crawl|headlesschrome-crawl/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
