import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contracts/analysis';
import { categories } from './index';
import { editDistance, searchTypes, wordMatch, wordsOf } from './type-search';

const first = (query: string, language: Language = 'fr') => searchTypes(query, language)[0]?.category.id;
const ids = (query: string, language: Language = 'fr') =>
  searchTypes(query, language).map((m) => m.category.id);

describe('matching what an owner types to an object type', () => {
  it.each<[string, Language, string]>([
    // French, with and without articles, accents and plurals
    ['bague en argent', 'fr', 'rings'],
    ['Bagues', 'fr', 'rings'],
    ['montre de gousset', 'fr', 'pocket-watches'],
    ['Montre Gousset', 'fr', 'pocket-watches'],
    ['tabatière', 'fr', 'lighters-smoking'],
    ['tabatiere', 'fr', 'lighters-smoking'],
    ['TABATIÈRES', 'fr', 'lighters-smoking'],
    ['gramophone', 'fr', 'hifi-audio'],
    ['machine à écrire', 'fr', 'typewriters'],
    ['machine a ecrire', 'fr', 'typewriters'],
    ['collier en or', 'fr', 'necklaces'],
    ['lustre', 'fr', 'chandeliers'],
    ['tableau', 'fr', 'paintings'],
    ['poupées', 'fr', 'dolls'],
    ['nounours', 'fr', 'teddy-bears'],
    ['pendule', 'fr', 'mantel-clocks'],
    ['chaise', 'fr', 'chairs'],
    ['vase en verre', 'fr', 'glass-vases'],
    ['verre vase', 'fr', 'glass-vases'],
    ['ordinateur', 'fr', 'computers'],
    ['vélo', 'fr', 'bicycles'],
    ['bicyclette', 'fr', 'bicycles'],
    // English, any word order
    ['vinyl record player', 'en', 'hifi-audio'],
    ['gramophone', 'en', 'hifi-audio'],
    ['silver ring', 'en', 'rings'],
    ['ring silver', 'en', 'rings'],
    ['electric guitar', 'en', 'electric-guitars'],
    ['guitar electric', 'en', 'electric-guitars'],
    ['sewing machine', 'en', 'sewing-machines'],
    ['teddy bears', 'en', 'teddy-bears'],
    ['snuff box', 'en', 'lighters-smoking'],
    ['porcelain teapot', 'en', 'ceramic-teapot'],
    ['pocket watches', 'en', 'pocket-watches'],
    ['painting', 'en', 'paintings'],
    // typos: one in a word of six letters or more, two from nine
    ['gramaphone', 'fr', 'hifi-audio'],
    ['grammophone', 'en', 'hifi-audio'],
    ['gitare electrique', 'fr', 'electric-guitars'],
    ['sewign machine', 'en', 'sewing-machines'],
    ['typewritter', 'en', 'typewriters'],
    ['machnie à coudre', 'fr', 'sewing-machines'],
    // an unfinished last word, as the field suggests while the owner types
    ['gramo', 'fr', 'hifi-audio'],
    ['machine à écr', 'fr', 'typewriters'],
  ])('%s (%s) → %s', (query, language, expected) => {
    expect(first(query, language)).toBe(expected);
  });

  it('finds every type first from its own name, in French and in English', () => {
    const missed = categories.flatMap((c) =>
      (['fr', 'en'] as const).flatMap((language, i) =>
        first(c.name[i], language) === c.id ? [] : [`${c.name[i]} (${language})`],
      ),
    );
    expect(missed).toEqual([]);
  });

  it('offers every type a plain word names, the closer name first', () => {
    expect(ids('montres').slice(0, 2)).toEqual(['wristwatches', 'pocket-watches']);
    expect(ids('guitare')).toEqual(expect.arrayContaining(['acoustic-guitars', 'electric-guitars']));
    expect(ids('théière')).toEqual(expect.arrayContaining(['ceramic-teapot', 'silver-coffee-tea']));
  });

  it('offers the types of a family its name names', () => {
    const jewels = searchTypes('bijoux', 'fr');
    expect(jewels.length).toBeGreaterThan(3);
    expect(jewels.every((m) => m.category.family === 'jewellery')).toBe(true);
  });

  it.each<[string, Language]>([
    ['vinyl record', 'en'],
    ['disque vinyle', 'fr'],
    ['smartphone', 'en'],
    ['banane', 'fr'],
    ['pomme', 'fr'],
    ['chien', 'fr'],
    ['zzzz', 'fr'],
    ['asdfghjkl', 'en'],
    ['', 'fr'],
    ['   ', 'en'],
    ['de la', 'fr'],
    ['the old one', 'en'],
    ['!!!', 'fr'],
  ])('%s (%s) matches nothing', (query, language) => {
    expect(searchTypes(query, language)).toEqual([]);
  });

  it('takes a real word as meant, not as a typo of another', () => {
    // "chaise" is not a misspelt "chaine", "car" not the start of "carillon"
    expect(ids('chaise')).toEqual(['chairs']);
    expect(ids('car', 'en')).not.toContain('gongs-chimes');
  });

  it('ranks best first, scores 0–100 and keeps to the limit', () => {
    const all = searchTypes('verre', 'fr', { limit: 50 });
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((m) => m.score > 0 && m.score <= 100)).toBe(true);
    expect(all.map((m) => m.score)).toEqual([...all.map((m) => m.score)].sort((a, b) => b - a));
    expect(searchTypes('verre', 'fr', { limit: 2 })).toHaveLength(2);
    expect(searchTypes('verre', 'fr')).toHaveLength(8);
  });

  it('scores an exact name above a misspelt one', () => {
    const exact = searchTypes('gramophone', 'en')[0].score;
    const typo = searchTypes('gramaphone', 'en')[0].score;
    expect(exact).toBeGreaterThan(typo);
  });

  it('reads a long paste without hanging', () => {
    const long = 'montre '.repeat(500);
    const started = performance.now();
    expect(first(long)).toBe('wristwatches');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the word tools', () => {
  it('folds case, accents and ligatures', () => {
    expect(wordsOf('Œuf À LA Tabatière—d’or')).toEqual(['oeuf', 'a', 'la', 'tabatiere', 'd', 'or']);
  });

  it('counts transpositions as one edit and stops past the limit', () => {
    expect(editDistance('machnie', 'machine', 2)).toBe(1);
    expect(editDistance('gramaphone', 'gramophone', 2)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('matches plurals both ways and French -aux', () => {
    expect(wordMatch('journaux', 'journal', false)).toBe(1);
    expect(wordMatch('watches', 'watch', false)).toBe(1);
    expect(wordMatch('glass', 'glasses', false)).toBe(1);
    expect(wordMatch('bijoux', 'bijou', false)).toBe(1);
    expect(wordMatch('accessories', 'accessory', false)).toBe(1);
    expect(wordMatch('gram', 'gramophone', true)).toBeGreaterThan(0);
    expect(wordMatch('gram', 'gramophone', false)).toBe(0);
  });
});
