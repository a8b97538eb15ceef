// The area filter's unit: a 구 or 군 as road addresses name it. Shared by the API's query rule and the web app.

/** An area as the filter takes it: a 구 or 군 name as clinics' road addresses give it (강남구, 분당구, 가평군). */
export const DISTRICT_NAME = /^[가-힣]{1,10}[구군]$/;
