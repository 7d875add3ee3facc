import { BellRing, FileUp, Radio, Smartphone, type LucideIcon } from 'lucide-react';
import { MAX_UPLOAD_SIZE_TEXT } from '@shared/attachment-rules';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { phase1DemoMessages } from '../messages';

type FeatureId = 'realtime' | 'notifications' | 'push' | 'uploads';

/** Each feature's title is `features.<id>.title`; its points are keys of the catalogue. */
interface Feature {
  id: FeatureId;
  icon: LucideIcon;
  points: readonly Extract<keyof typeof phase1DemoMessages.source, `features.${FeatureId}.${number}`>[];
}

const FEATURES: readonly Feature[] = [
  {
    id: 'realtime',
    icon: Radio,
    points: ['features.realtime.1', 'features.realtime.2', 'features.realtime.3', 'features.realtime.4'],
  },
  {
    id: 'notifications',
    icon: BellRing,
    points: [
      'features.notifications.1',
      'features.notifications.2',
      'features.notifications.3',
      'features.notifications.4',
    ],
  },
  {
    id: 'push',
    icon: Smartphone,
    points: ['features.push.1', 'features.push.2', 'features.push.3'],
  },
  {
    id: 'uploads',
    icon: FileUp,
    points: ['features.uploads.1', 'features.uploads.2', 'features.uploads.3', 'features.uploads.4'],
  },
];

/** What phase 1 delivers, in the words of the people who use it. */
export function FeaturesTab() {
  const t = useT(phase1DemoMessages);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {FEATURES.map(({ id, icon: Icon, points }) => (
        <Card key={id}>
          <CardHeader className="pb-3">
            <CardTitle className="flex items-center gap-2.5">
              <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              {t(`features.${id}.title`)}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm text-muted-foreground">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-muted-foreground/60" />
                  {t(point, { size: MAX_UPLOAD_SIZE_TEXT })}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
