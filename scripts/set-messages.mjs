#!/usr/bin/env node
// Adds or replaces one top-level namespace in messages/{hy,ru,en}.json from a JSON file
// shaped {"hy": {...}, "ru": {...}, "en": {...}}. Usage: node scripts/set-messages.mjs Namespace file.json
import fs from 'node:fs';

const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error('usage: node scripts/set-messages.mjs Namespace file.json');
  process.exit(2);
}
const input = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const locale of ['hy', 'ru', 'en']) {
  if (!input[locale]) throw new Error(`missing locale ${locale} in ${file}`);
  const path = new URL(`../messages/${locale}.json`, import.meta.url);
  const messages = JSON.parse(fs.readFileSync(path, 'utf8'));
  messages[namespace] = input[locale];
  fs.writeFileSync(path, JSON.stringify(messages, null, 2) + '\n');
}
console.log(`messages: ${namespace} set in hy, ru, en`);
