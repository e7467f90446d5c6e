/** How many featured doctors the home page shows. */
export const HOME_DOCTORS_COUNT = 4;
