import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_NS } from '../../i18n/agent';
import { useSiteLanguage } from '../../stores/language';
import { clockText, gmtOffsetLabel, utcOffsetMinutes } from './agent-clock';

/** How often the clock redraws: every second, as a clock with seconds must. */
const TICK_MS = 1000;

/** The site time zone's GMT offset and its live clock, in the header. */
export function AgentClock() {
  const { t } = useTranslation(AGENT_NS);
  const language = useSiteLanguage();
  const timeZone = useSiteTimeZone();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="agent-clock" data-agent-clock title={t('agent_clock_title')}>
      <span className="agent-clock__offset" data-gmt-offset>
        {gmtOffsetLabel(utcOffsetMinutes(now, timeZone), language)}
      </span>
      <time className="agent-clock__time" dateTime={now.toISOString()}>
        {clockText(now, timeZone, language)}
      </time>
    </span>
  );
}
