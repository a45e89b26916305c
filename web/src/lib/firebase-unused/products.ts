// reactfire imports every Firebase product. This app uses only Auth in the browser (all data goes
// through the API), so the build maps the other products here instead of shipping ~500 KB of SDKs
// the login page would otherwise load. Calling any of these is a bug.
function unavailable(name: string): never {
  throw new Error(`${name} is not available in this app: data goes through the API`);
}

export const get = () => unavailable('firebase/database get');
export const off = () => unavailable('firebase/database off');
export const onChildAdded = () => unavailable('firebase/database onChildAdded');
export const onChildChanged = () => unavailable('firebase/database onChildChanged');
export const onChildMoved = () => unavailable('firebase/database onChildMoved');
export const onChildRemoved = () => unavailable('firebase/database onChildRemoved');
export const onValue = () => unavailable('firebase/database onValue');
export const onSnapshot = () => unavailable('firebase/firestore onSnapshot');
export const queryEqual = () => unavailable('firebase/firestore queryEqual');
export const httpsCallable = () => unavailable('firebase/functions httpsCallable');
export const ensureInitialized = () => unavailable('firebase/remote-config ensureInitialized');
export const getAll = () => unavailable('firebase/remote-config getAll');
export const getBoolean = () => unavailable('firebase/remote-config getBoolean');
export const getNumber = () => unavailable('firebase/remote-config getNumber');
export const getString = () => unavailable('firebase/remote-config getString');
export const getValue = () => unavailable('firebase/remote-config getValue');
export const getDownloadURL = () => unavailable('firebase/storage getDownloadURL');
export const ref = () => unavailable('firebase/storage ref');
