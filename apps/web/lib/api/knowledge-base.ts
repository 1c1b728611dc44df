import { notFound } from 'next/navigation';
import { KbCategory, KbHome, KbQuestion, KbTopic } from '@meridian/domain/content/knowledge-base';
import { Slug } from '@meridian/domain/content/slug';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';
import { orNotFound } from './not-found-on-404.ts';

const cached = { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['knowledge-base'] } };

/** A segment that cannot be a slug names no page; asking the API would only earn a 400. */
function segment(value: string): string {
  if (!Slug.safeParse(value).success) notFound();
  return encodeURIComponent(value);
}

/** GET {cms}/faq-question/category: every topic with its categories and questions. */
export function getKnowledgeBase(api: ApiClient): Promise<KbHome> {
  return api.request('cms', '/faq-question/category', { schema: KbHome, ...cached });
}

/** GET {cms}/faq-question/{topic}; an unknown topic renders the not-found page. */
export function getKbTopic(api: ApiClient, topic: string): Promise<KbTopic> {
  return orNotFound(api.request('cms', `/faq-question/${segment(topic)}`, { schema: KbTopic, ...cached }));
}

/** GET {cms}/faq-question/{topic}/{category}. */
export function getKbCategory(api: ApiClient, topic: string, category: string): Promise<KbCategory> {
  return orNotFound(
    api.request('cms', `/faq-question/${segment(topic)}/${segment(category)}`, {
      schema: KbCategory,
      ...cached,
    }),
  );
}

/** GET {cms}/faq-question/{topic}/{category}/{question}. */
export function getKbQuestion(
  api: ApiClient,
  params: { topic: string; category: string; question: string },
): Promise<KbQuestion> {
  const path = [params.topic, params.category, params.question].map(segment).join('/');
  return orNotFound(api.request('cms', `/faq-question/${path}`, { schema: KbQuestion, ...cached }));
}
