import { Wrench } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function EquipmentPage() {
  return (
    <PlannedScreen
      title="Equipment"
      description="Your assets with their status, criticality and maintenance history."
      icon={Wrench}
      emptyTitle="No equipment to show yet"
      emptyDescription="Registered assets will appear here as cards you can search by asset tag, model or description, or find by scanning their QR code."
    />
  );
}
