import { describe, expect, it } from 'vitest';
import admin from '../locales/en-US/admin.json';
import common from '../locales/en-US/common.json';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };
const has = (tree: Tree, path: string[]): boolean => {
  const [head, ...rest] = path;
  const value = head === undefined ? undefined : tree[head];
  return rest.length === 0 ? typeof value === 'string' : typeof value === 'object' && has(value, rest);
};
const defined = (key: string) => {
  const [namespace, path] = key.split(':') as [string, string];
  const tree = namespace === 'admin' ? admin : namespace === 'common' ? common : undefined;
  return tree !== undefined && has(tree as Tree, path.split('.'));
};

/**
 * Every field of every form has its label, including those the form takes from the core schema
 * (a field added in core needs its locale keys: the locales test then asks for all three languages).
 */
describe('resource labels', () => {
  it('every form field and list column label is in the catalogue', () => {
    const labels = resources.flatMap((r) => [...r.fields.map((f) => f.label), ...r.columns.map((c) => c.label)]);
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((key) => !defined(key))).toEqual([]);
  });
});
