import type { ReactNode } from 'react';
import {
  ClipboardList,
  Mail,
  MapPin,
  Package,
  Pencil,
  Phone,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import type { Vendor } from '@shared/schemas/vendors';
import { OPEN_STATUSES } from '@shared/work-order-rules';
import { Button } from '@web/components/ui/button';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { cn } from '@web/lib/cn';
import { isTempId } from '@web/lib/offline/temp-ids';

import { useCan } from '@web/lib/permissions';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';
import { DeleteVendorButton } from './delete-vendor-button';
import { VendorDocumentsButton } from './vendor-documents-button';
import { VENDOR_TYPE_ICONS, VendorTypeBadge } from './vendor-type-badge';
import { UserText } from '@web/components/user-text';

function ContactLine({
  icon: Icon,
  label,
  isLink = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** Links grow to thumb height on touch screens; the icon stays level with their text. */
  isLink?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 gap-2.5', isLink ? 'items-center' : 'items-start')}>
      <Icon className={cn('size-4 shrink-0 text-muted-foreground', !isLink && 'mt-0.5')} aria-label={label} />
      <UserText multiline className="block min-w-0">
        {children}
      </UserText>
    </div>
  );
}

// Taller on touch screens, so a technician's thumb calls or mails the right vendor.
const contactLink = 'text-primary hover:underline touch:inline-flex touch:min-h-11 touch:items-center';

/** A count that links to the filtered list, or plain text when there is nothing to see. */
function CountLink({
  href,
  icon: Icon,
  count,
  text,
}: {
  href: string;
  icon: LucideIcon;
  count: number;
  text: string;
}) {
  const content = (
    <>
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {text}
    </>
  );
  if (count === 0) {
    return <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">{content}</span>;
  }
  return (
    <Link
      href={href}
      className="inline-flex min-h-8 items-center gap-1.5 rounded-md text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring touch:min-h-11"
    >
      {content}
    </Link>
  );
}

/** One vendor (operations spec §2): who to call, and how much of the plant depends on them. */
export function VendorCard({
  vendor,
  onEdit,
  isPending = false,
}: {
  vendor: Vendor;
  onEdit: (vendor: Vendor) => void;
  /** A change of this vendor waits on this device. */
  isPending?: boolean;
}) {
  const t = useT(vendorsMessages);
  const isOnServer = !isTempId(vendor.id);
  const canEdit = useCan('vendors.write');
  const canDelete = useCan('vendors.delete');
  const TypeIcon = VENDOR_TYPE_ICONS[vendor.type];
  return (
    <li className="flex flex-col rounded-xl border bg-card shadow-xs" data-vendor-id={vendor.id}>
      <div className="flex items-start gap-3 p-4 pb-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <TypeIcon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold">
            <UserText>{vendor.name}</UserText>
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <VendorTypeBadge type={vendor.type} />
            {isPending ? <NotSyncedBadge /> : null}
          </div>
        </div>
      </div>
      <div className="grid flex-1 content-start gap-2 px-4 pb-4 text-sm">
        {vendor.contactPerson ? (
          <ContactLine icon={UserRound} label={t('card.contactPerson')}>
            {vendor.contactPerson}
          </ContactLine>
        ) : null}
        {vendor.email ? (
          <ContactLine icon={Mail} label={t('card.email')} isLink>
            <a href={`mailto:${vendor.email}`} className={contactLink}>
              {vendor.email}
            </a>
          </ContactLine>
        ) : null}
        {vendor.phone ? (
          <ContactLine icon={Phone} label={t('card.phone')} isLink>
            <a href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`} className={contactLink}>
              {vendor.phone}
            </a>
          </ContactLine>
        ) : null}
        {vendor.address ? (
          <ContactLine icon={MapPin} label={t('card.address')}>
            {vendor.address}
          </ContactLine>
        ) : null}
        {!vendor.contactPerson && !vendor.email && !vendor.phone && !vendor.address ? (
          <p className="text-muted-foreground">{t('card.noContact')}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-x-4 gap-y-1 border-t px-4 py-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4">
          <CountLink
            href={`/inventory?vendorId=${vendor.id}`}
            icon={Package}
            count={vendor.partsCount}
            text={t('card.parts', { count: vendor.partsCount })}
          />
          <CountLink
            href={`/work-orders?vendorId=${vendor.id}&status=${OPEN_STATUSES.join(',')}`}
            icon={ClipboardList}
            count={vendor.openWorkOrdersCount}
            text={t('card.openWorkOrders', { count: vendor.openWorkOrdersCount })}
          />
        </div>
        <div className="-mr-2 flex shrink-0 items-center">
          {canEdit ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('card.edit', { name: vendor.name })}
              onClick={() => onEdit(vendor)}
            >
              <Pencil aria-hidden />
            </Button>
          ) : isOnServer ? (
            <VendorDocumentsButton vendor={vendor} />
          ) : null}
          {canDelete ? <DeleteVendorButton vendor={vendor} /> : null}
        </div>
      </div>
    </li>
  );
}
