// Every form the filler fills, by its USCIS number.
import type { FormMap } from './field-map';
import { I_130 } from './maps/i-130';
import { I_485 } from './maps/i-485';

export const FORM_MAPS: readonly FormMap[] = [I_130, I_485];

export const formMapFor = (form: string): FormMap | undefined => FORM_MAPS.find((map) => map.form === form);
