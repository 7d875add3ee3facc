import { BellRing, FileUp, Radio, Smartphone, type LucideIcon } from 'lucide-react';
import { MAX_UPLOAD_SIZE_TEXT } from '@shared/attachment-rules';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

interface Feature {
  icon: LucideIcon;
  title: string;
  points: string[];
}

const FEATURES: readonly Feature[] = [
  {
    icon: Radio,
    title: 'Real-time updates',
    points: [
      'Every change to work orders, equipment, parts, vendors and PM reaches the other people of the warehouse as it happens.',
      'Open screens refresh what changed without a reload; a burst of changes costs one refresh.',
      'The socket opens only with a valid sign-in token and joins rooms of your own warehouse only.',
      'With Redis, several server instances share events and connection counts.',
    ],
  },
  {
    icon: BellRing,
    title: 'Notifications',
    points: [
      'Work assigned to you, overdue work orders, low stock, equipment alerts, generated PM work orders and system alerts.',
      'The bell in the header counts unread ones; a click opens the work order, part or asset concerned.',
      'Settings turns each type on or off and sets quiet hours; quiet ones are still kept in the list.',
      'Critical notifications and system alerts stand out in red.',
    ],
  },
  {
    icon: Smartphone,
    title: 'Push on this device',
    points: [
      'Turn on push in Settings to be told when Fieldwork is not open.',
      'Tapping a push notification opens the related page.',
      'The same preferences and quiet hours apply to push.',
    ],
  },
  {
    icon: FileUp,
    title: 'File uploads',
    points: [
      'Photos and documents on work orders, equipment, PM templates and vendors, with real progress.',
      `The server checks the type from the file's content and accepts up to ${MAX_UPLOAD_SIZE_TEXT}.`,
      'Files are stored in the database, so every server instance and every backup has them.',
      'Photos are scaled down and compressed before they are sent; images get thumbnails.',
    ],
  },
];

/** What phase 1 delivers, in the words of the people who use it. */
export function FeaturesTab() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {FEATURES.map(({ icon: Icon, title, points }) => (
        <Card key={title}>
          <CardHeader className="pb-3">
            <CardTitle className="flex items-center gap-2.5">
              <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              {title}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm text-muted-foreground">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-muted-foreground/60" />
                  {point}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
