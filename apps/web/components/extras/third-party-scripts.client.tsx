'use client';

import { usePathname } from 'next/navigation';
import { scriptsForPage } from '@meridian/domain/extras/third-party';
import { configuredScripts, type ThirdPartySettings } from './third-party/third-party-settings.ts';
import { AnalyticsScript } from './third-party/analytics-script.tsx';
import { PushScript } from './third-party/push-script.tsx';
import { MonitoringScript } from './third-party/monitoring-script.tsx';
import { WebVitalsReporter } from './third-party/web-vitals-reporter.client.tsx';
import { ChatButton } from './third-party/chat-button.client.tsx';

/**
 * SPEC.md §9's third-party scripts (analytics, push notifications, monitoring, performance, chat):
 * each only when configured, none on the excluded paths (packages/domain extras/third-party).
 */
export function ThirdPartyScripts({ settings }: { settings: ThirdPartySettings }) {
  const pathname = usePathname();
  const scripts = new Set(
    scriptsForPage(pathname, {
      configured: configuredScripts(settings),
      excludedPaths: settings.excludedPaths,
    }),
  );
  const { analytics, push, monitoring, performance, chat } = settings;
  return (
    <>
      {analytics && scripts.has('analytics') && <AnalyticsScript {...analytics} />}
      {push && scripts.has('push') && <PushScript {...push} />}
      {monitoring && scripts.has('monitoring') && <MonitoringScript {...monitoring} />}
      {performance && scripts.has('performance') && <WebVitalsReporter {...performance} />}
      {chat && scripts.has('chat') && <ChatButton {...chat} />}
    </>
  );
}
