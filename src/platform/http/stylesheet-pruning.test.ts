import { describe, expect, it } from 'vitest';
import { prepareStylesheet, requiredClasses } from './stylesheet-pruning.ts';

/** A stylesheet shaped like Tailwind 4's minified output. */
const CSS = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-rotate:initial}}}',
  '@layer theme{:root,:host{--color-brand-900:#0b2545;--color-unused:red;--spacing:.25rem;--shadow-lg:0 1px var(--shadow-color);--shadow-color:#000}}',
  '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}',
  '@layer utilities{.mt-2{margin-top:calc(var(--spacing) * 2)}.text-brand-900{color:var(--color-brand-900)}',
  '.shadow-lg{--tw-shadow:var(--shadow-lg);box-shadow:var(--tw-shadow)}.animate-spin{animation:var(--animate-spin,spin 1s linear infinite)}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}.space-y-2>:not(:last-child){margin-block:2px}',
  '.hide:not(.shown){display:none}',
  '@media (width>=40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}.sm\\:hidden{display:none}}',
  '.\\[\\&\\>svg\\]\\:h-full>svg{height:100%}.\\32 xl\\:p-0{padding:0}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{75%{opacity:0}}',
].join('');

const prune = (classes: string[]) => prepareStylesheet(CSS).prune((name) => classes.includes(name));

describe('pruning a stylesheet to one page', () => {
  it('names every class of the stylesheet, unescaped as markup spells them', () => {
    const { classNames } = prepareStylesheet(CSS);
    expect(classNames).toEqual(
      expect.arrayContaining(['mt-2', 'sm:grid-cols-2', '[&>svg]:h-full', '2xl:p-0', 'group', 'group-hover:underline']),
    );
  });

  it('keeps a rule only when the page holds every class its selector names', () => {
    const css = prune(['mt-2', 'group-hover:underline']);
    expect(css).toContain('.mt-2{margin-top:calc(var(--spacing) * 2)}');
    expect(css).not.toContain('group-hover');
    expect(prune(['group', 'group-hover:underline'])).toContain('.group:hover .group-hover\\:underline{');
    expect(css).not.toContain('.text-brand-900');
  });

  it('keeps rules without classes (elements, the page itself) and escaped class names the page holds', () => {
    const css = prune(['[&>svg]:h-full', '2xl:p-0']);
    expect(css).toContain('h1{font-size:2rem}');
    expect(css).toContain('*,:after{box-sizing:border-box}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:h-full>svg{height:100%}');
    expect(css).toContain('.\\32 xl\\:p-0{padding:0}');
  });

  it('does not require a class that a selector only negates', () => {
    expect(requiredClasses('.hide:not(.shown)')).toEqual(['hide']);
    expect(requiredClasses('.space-y-2>:not(:last-child)')).toEqual(['space-y-2']);
    expect(prune(['hide'])).toContain('.hide:not(.shown){display:none}');
  });

  it('leaves out a media query whose rules the page does not use, and keeps the used rules inside one', () => {
    expect(prune(['mt-2'])).not.toContain('@media');
    const css = prune(['sm:hidden']);
    expect(css).toContain('@media (width>=40rem){.sm\\:hidden{display:none}}');
    expect(css).not.toContain('grid-cols-2');
  });

  it('keeps the theme values the kept rules read, through values that read others, and drops the rest', () => {
    const css = prune(['shadow-lg']);
    expect(css).toContain('--shadow-lg:0 1px var(--shadow-color)');
    expect(css).toContain('--shadow-color:#000');
    expect(css).toContain('--tw-shadow:0 0 #0000');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--color-brand-900');
    expect(css).not.toContain('--tw-rotate');
    expect(css).not.toContain('--spacing');
  });

  it('keeps custom properties read elsewhere (an inline style)', () => {
    expect(prepareStylesheet(CSS).prune(() => false, ['--color-brand-900'])).toContain('--color-brand-900:#0b2545');
  });

  it('keeps the keyframes a kept rule runs and drops the others', () => {
    const css = prune(['animate-spin']);
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(css).not.toContain('@keyframes ping');
    expect(prune([])).not.toContain('@keyframes');
  });

  it('gives back the whole stylesheet, less its comment and unrun keyframes, when the page uses everything', () => {
    const css = prepareStylesheet(CSS).prune(() => true, ['--color-brand-900', '--color-unused', '--tw-rotate']);
    expect(css).toBe(CSS.replace('/*! tailwindcss */', '').replace('@keyframes ping{75%{opacity:0}}', ''));
  });
});
