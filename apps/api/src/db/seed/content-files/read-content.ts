import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import type { z } from 'zod';
import { blocksFromMarkdown } from '@meridian/domain/content/markdown-blocks';
import type { ContentBody } from '@meridian/domain/content/blocks';

/**
 * The repository's `content/` folder: the editorial content a new database is filled from. Found by
 * walking up from this module, which sits at another depth in the compiled API (`apps/api/dist`).
 */
export const CONTENT_DIR = findContentDir(import.meta.dirname);

function findContentDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'content', 'README.md'))) return path.join(dir, 'content');
    if (path.dirname(dir) === dir) throw new Error(`no content/ folder above ${from}`);
  }
}

/** Thrown for a content file that does not fit its schema; the message names the file and the field. */
export class ContentFileError extends Error {}

function parsed<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ContentFileError(`content/${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
}

const text = (file: string) => readFileSync(path.join(CONTENT_DIR, file), 'utf8');

/** A YAML file of `content/`, checked against `schema`. YAML 1.2, so dates stay strings. */
export function readYaml<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  return parsed(file, schema, YAML.parse(text(file)));
}

/** A Markdown page of `content/`: its front matter checked against `schema`, its body as blocks. */
export function readMarkdown<T extends z.ZodType>(
  file: string,
  schema: T,
): { data: z.infer<T>; body: ContentBody } {
  const page = matter(text(file), { engines: { yaml: (source: string) => YAML.parse(source) as object } });
  const data = parsed(file, schema, page.data);
  const body = blocksFromMarkdown(page.content);
  if (!body.ok) throw new ContentFileError(`content/${file}: ${body.message}`);
  return { data, body: body.body };
}

/** The names (without extension) of a folder's files ending in `extension`, in order. */
export function fileNames(folder: string, extension: string): string[] {
  return readdirSync(path.join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}
