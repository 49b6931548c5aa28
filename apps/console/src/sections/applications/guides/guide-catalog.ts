import type { ApplicationType } from '@gatehouse/schemas/entities/application';
import type { Guide, GuideId } from './guide-types.ts';
import { machineToMachineGuide, reactNativeGuide } from './native-m2m-guides.ts';
import { reactGuide, vueGuide } from './spa-guides.ts';
import { expressGuide, flaskGuide, goGuide, nextGuide } from './web-guides.ts';

/** Every integration guide, in the order the picker shows them. */
export const guides: readonly Guide[] = [
  reactGuide,
  vueGuide,
  nextGuide,
  expressGuide,
  flaskGuide,
  goGuide,
  reactNativeGuide,
  machineToMachineGuide,
];

export const guidesFor = (type: ApplicationType) =>
  guides.filter((guide) => guide.appTypes.includes(type));

export const findGuide = (id: string | undefined) => guides.find((guide) => guide.id === id);

/** The guide a new app of this type opens after creation; undefined when none fits. */
export const defaultGuideId = (type: ApplicationType): GuideId | undefined =>
  guidesFor(type)[0]?.id;
