export { locationsKey, locationTreeKey } from './query-keys';
export { fetchLocationTree, useLocationTree } from './use-location-tree';
export { LocationKindBadge } from './location-kind';
export { LocationPicker, labelOfLocation } from './location-picker';
export { LocationFilter, type LocationFilterValue } from './location-filter';
export { useLocationLabels } from './use-location-labels';
