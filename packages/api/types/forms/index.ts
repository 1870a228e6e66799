import "./forms.ts";
