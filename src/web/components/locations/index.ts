export { locationsKey, locationTreeKey } from './query-keys';
export { fetchLocationTree, useLocationTree } from './use-location-tree';
export { LOCATION_KIND_LABELS, LocationKindBadge } from './location-kind';
export { LocationPicker, labelOfLocation } from './location-picker';
export { LocationFilter, type LocationFilterValue } from './location-filter';
export { useLocationLabels } from './use-location-labels';
