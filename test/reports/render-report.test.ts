import { describe, expect, it } from 'vitest';
import { renderReasonPanel, renderReportCard } from '../../src/reports/render-report.js';
import type { StoredReport } from '../../src/store/reports-store.js';
import { readCard } from '../helpers/card.js';
import { en } from '../helpers/i18n.js';

const report: StoredReport = {
  id: 'r1',
  guildId: 'g',
  jobId: 'j1',
  reporterId: 'bob',
  reason: 'illegal',
  memberId: 'alice',
  result: { channelId: 'c', messageId: 'm' },
  prompt: 'a **bold** <@&1> fox',
  workflow: 'anime_*x*',
  at: 1_800_000_000_000,
  actions: [],
};

describe('a report as the log shows it', () => {
  it('names the reason, who reported whose result with its link, the parameters escaped, and the buttons', () => {
    const card = readCard(renderReportCard(report, en));
    expect(card.title).toBe('🚩 Report: Illegal content');
    expect(card.text).toContain(
      '<@bob> reported a result of <@alice> · [result](https://discord.com/channels/g/c/m)',
    );
    expect(card.text).toContain('**Prompt** a \\*\\*bold\\*\\* \\<@&1> fox');
    expect(card.text).toContain(
      '-# Workflow anime\\_\\*x\\* · Seed random · Reported <t:1800000000:f>',
    );
    expect(card.buttons).toEqual([
      'Delete the result policy:report-delete:r1',
      'Block 1 day policy:report-block:r1:day',
      'Block 7 days policy:report-block:r1:week',
      'Block until unblocked policy:report-block:r1:ever',
      'Dismiss policy:report-dismiss:r1',
    ]);
    expect(renderReportCard(report, en).allowedMentions).toEqual({ parse: [] });
  });

  it('lists what moderators did; once dismissed it is grey and has no buttons', () => {
    const acted = renderReportCard(
      {
        ...report,
        actions: [
          { kind: 'blocked', by: 'mod', at: 1_800_000_060_000, until: null },
          { kind: 'dismissed', by: 'mod2', at: 1_800_000_120_000 },
        ],
      },
      en,
    );
    const card = readCard(acted);
    expect(card.text).toContain(
      '⛔ <@alice> blocked from the bot until unblocked by <@mod> · <t:1800000060:f>\n☑️ Dismissed by <@mod2> · <t:1800000120:f>',
    );
    expect(card.buttons).toEqual([]);
    expect(card.accent).toBe(0x80848e);
  });

  it('offers every reason in the private select, naming the generation', () => {
    const panel = renderReasonPanel('j1', en);
    expect(panel.content).toContain('Only this server’s moderators will see your report.');
    expect(
      readCard({ components: [{ type: 17, components: panel.components }] } as never).options,
    ).toEqual([
      'Sexual or explicit explicit',
      'Harassment or hate hateful',
      'Illegal content illegal',
      'Spam spam',
      'Something else other',
    ]);
  });
});
