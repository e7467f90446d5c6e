import { PHONE_DROPDOWN_MIN_SPACE_BELOW_PX } from '@/features/phone/model/limits';

export type DropdownPlacement = 'below' | 'above';

/** Below the field when at least 200 px of the viewport remain under it, above otherwise. */
export function chooseDropdownPlacement(fieldBottom: number, viewportHeight: number): DropdownPlacement {
  return viewportHeight - fieldBottom >= PHONE_DROPDOWN_MIN_SPACE_BELOW_PX ? 'below' : 'above';
}

export function measureDropdownPlacement(field: Element | null): DropdownPlacement {
  if (!field || typeof window === 'undefined') return 'below';
  const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
  return chooseDropdownPlacement(field.getBoundingClientRect().bottom, viewportHeight);
}
