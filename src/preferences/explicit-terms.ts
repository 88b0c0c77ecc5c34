import { type BannedMatch, bannedMatcher } from './banned-text.js';

/**
 * The built-in explicit terms: words and phrases that ask an image model for sexual or nude
 * content, refused outside age-restricted channels unless the server's moderators turn the list
 * off (`/policy`). Matched as the server's banned words are (`banned-text.ts`: whole
 * words; case, accents, spacing and punctuation inside a word, look-alike letters and digits do
 * not hide one) and stretched: a letter repeated (`nuuude`) does not hide one either.
 *
 * Chosen to be explicit in an image prompt and rarely anything else: words with a common harmless
 * meaning (`cock`, `dick`, `ass`, `sperm`, `breast`, `bottomless`) are left out, or only in a
 * phrase (`bare breasts`). `*` at an end also matches inside a longer word (`porn*`: `pornstar`).
 * Terms that sexualise minors are here too. A few entries are in the bot's other languages. What
 * a word list misses, the image check (withheld results) and the server's own banned words catch.
 */
export const EXPLICIT_TERMS: readonly string[] = [
  // Nudity.
  'nsfw',
  'nude',
  'nudes',
  'nudity',
  'nudist',
  'naked',
  'topless',
  'undressed',
  'unclothed',
  'no clothes',
  'without clothes',
  'bare breasts',
  'exposed breasts',
  'nipple*',
  'areola*',
  // Bodies, named explicitly.
  'penis',
  'penises',
  'vagina',
  'vaginas',
  'vulva',
  'labia',
  'clit',
  'clitoris',
  'genital*',
  'pubic',
  'testicles',
  'scrotum',
  'anus',
  'boobs',
  'boobies',
  'tits',
  'titties',
  'pussy',
  'cunt',
  'cameltoe',
  'camel toe',
  // Acts.
  'sex',
  'intercourse',
  'cum',
  'cumshot',
  'creampie',
  'blowjob',
  'handjob',
  'footjob',
  'fellatio',
  'cunnilingus',
  'masturbat*',
  'orgasm*',
  'orgy',
  'orgies',
  'gangbang',
  'bukkake',
  'threesome',
  'doggystyle',
  'anal',
  'dildo*',
  'striptease',
  'upskirt',
  'bdsm',
  'bondage',
  // Genres and labels.
  'porn*',
  'xxx',
  'hentai',
  'ecchi',
  'ahegao',
  'futanari',
  'erotic*',
  'lewd',
  'rule34',
  'rule 34',
  'onlyfans',
  // Minors sexualised.
  'loli',
  'lolicon',
  'shota',
  'shotacon',
  // Other languages of the bot.
  'nackt',
  'nackte',
  'nackter',
  'nacktes',
  'nackten',
  'desnudo',
  'desnuda',
  'desnudos',
  'desnudas',
  'nudité',
  'nudez',
  'голый',
  'голая',
  'голые',
  'обнажённая',
  'порно',
  'секс',
  'ヌード',
  'ポルノ',
  'セックス',
  '全裸',
  '色情',
  '裸体',
  '裸體',
  '做爱',
  '做愛',
  '누드',
  '포르노',
  '섹스',
];

/** The first built-in explicit term in `text`, and how it was written there. */
export const findExplicit: (text: string) => BannedMatch | undefined = bannedMatcher(
  EXPLICIT_TERMS,
  { stretched: true },
);
