"""The Qt shell: the main window and what it runs on (the context, the settings, the worker that
runs long jobs, sound, the theme, languages, card images, the worksheet's PDF, the screenshot
scenes) and the programs the command line starts (gui, take_screenshot, write_worksheet, on
start). It may import Qt, as app.views and app.widgets may; app.game, app.i18n and the root
modules may not."""
