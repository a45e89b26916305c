// Every form the filler fills, by its USCIS number.
import type { FormMap } from './field-map';
import { I_130 } from './maps/i-130';
import { I_131 } from './maps/i-131';
import { I_485 } from './maps/i-485';
import { I_765 } from './maps/i-765';
import { I_864 } from './maps/i-864';

export const FORM_MAPS: readonly FormMap[] = [I_130, I_485, I_864, I_765, I_131];

export const formMapFor = (form: string): FormMap | undefined => FORM_MAPS.find((map) => map.form === form);
