// Every operation of the OpenAPI document, fuzzed as a member (see route-fuzzing.ts).
import { fuzzEveryRouteAs } from './route-fuzzing';

fuzzEveryRouteAs('member');
