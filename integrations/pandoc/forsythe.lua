--[[
forsythe.lua: a pandoc filter (pandoc 2.17 or later, and Quarto) that turns
fenced code blocks marked `fen`, `forsythe` or `chess` into chess diagrams.

    pandoc article.md --lua-filter forsythe.lua -o article.html
    pandoc article.md --lua-filter forsythe.lua -o article.pdf

The drawing is done by the `forsythe` program (`forsythe block`), so a block
means exactly what it means to `forsythe markdown` and `forsythe mdbook`.
The program is found through the environment variable FORSYTHE, else as
`forsythe` on the PATH.

  * HTML, EPUB and HTML slides: the diagram is inline SVG.
  * LaTeX, Beamer, ConTeXt and PDF: a PDF file per diagram, included as an
    image (`\includegraphics`).
  * Any other format (docx, odt, …): a PNG file per diagram.

An image file's alternative text is the diagram in words (or the block's
`alt`); it is never shown as a caption (a caption the block asks for is
drawn under the board). Inline SVG scales down to the column.

Files are written into the folder `forsythe-images` (relative to where pandoc
runs), named after what they show, and only when their content changes.

Options in the document's metadata apply to every block (a block's own
option wins):

    forsythe:
      theme: print
      size: 300
      images: diagrams    # the folder for PDF and PNG files
      format: svg         # the file format where no inline SVG is used
      info: fen, chess    # the words that mark a diagram block

A block with an error is reported on stderr (with its line and column inside
the block) and left in the document as it was.
]]

local binary = os.getenv('FORSYTHE') or 'forsythe'
local infos = { fen = true, forsythe = true, chess = true }
local images = 'forsythe-images'
local file_format = nil
local sets = {}
local seen = 0

-- A metadata value as text; a list is joined with commas. (Inlines hold
-- elements, which are userdata; a list holds values, which are tables.)
local function text(value)
  if type(value) == 'boolean' then
    return tostring(value)
  end
  if type(value) == 'table' and type(value[1]) == 'table' then
    local items = {}
    for _, item in ipairs(value) do
      items[#items + 1] = text(item)
    end
    return table.concat(items, ',')
  end
  return pandoc.utils.stringify(value)
end

local function read_metadata(meta)
  local config = meta.forsythe
  if type(config) ~= 'table' then
    return nil
  end
  local keys = {}
  for key in pairs(config) do
    keys[#keys + 1] = key
  end
  table.sort(keys)
  for _, key in ipairs(keys) do
    local value = text(config[key])
    if key == 'images' then
      images = value
    elseif key == 'format' then
      file_format = value
    elseif key == 'info' then
      infos = {}
      for word in value:gmatch('[^,%s]+') do
        infos[word] = true
      end
    else
      sets[#sets + 1] = '--set'
      sets[#sets + 1] = key .. '=' .. value
    end
  end
  return nil
end

local function inline_svg_output()
  return FORMAT:match('html') or FORMAT:match('epub')
    or FORMAT == 'revealjs' or FORMAT == 'slidy' or FORMAT == 's5'
    or FORMAT == 'slideous' or FORMAT == 'dzslides'
end

local function vector_output()
  return FORMAT == 'latex' or FORMAT == 'beamer' or FORMAT == 'context'
end

-- Runs `forsythe block` with the block's text; nil when it fails (it has
-- then said why on stderr).
local function run(args, input)
  local command = { 'block' }
  for _, a in ipairs(sets) do
    command[#command + 1] = a
  end
  for _, a in ipairs(args) do
    command[#command + 1] = a
  end
  local ok, out = pcall(pandoc.pipe, binary, command, input)
  if ok then
    return out
  end
  return nil
end

local function diagram(block)
  local word = block.classes[1]
  if word == nil or not infos[word] then
    return nil
  end
  seen = seen + 1
  local text = block.text
  if word == 'chess' and not text:match('%S') then
    -- An empty `chess` block is the start position, as the note-taking
    -- apps' chess plugins draw it.
    text = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  end
  if inline_svg_output() and file_format == nil then
    local html = run({ '--html' }, text)
    if html then
      return pandoc.RawBlock('html', html)
    end
  else
    local format = file_format or (vector_output() and 'pdf' or 'png')
    local out = run({ '--format', format, '--images', images }, text)
    local path, alt = (out or ''):match('^([^\t]*)\t([^\n]*)')
    if path then
      -- The no-break space after the image keeps it an image: alone in its
      -- paragraph, pandoc 3 and Quarto would make it a figure and show the
      -- alternative text (the whole description) as a visible caption.
      return pandoc.Para({ pandoc.Image({ pandoc.Str(alt) }, path), pandoc.Str('\u{a0}') })
    end
  end
  local first = block.text:match('^%s*([^\n]*)') or ''
  io.stderr:write(string.format(
    'forsythe.lua: the diagram block %d (%s) is left as it was\n', seen, first))
  return nil
end

return {
  { Meta = read_metadata },
  { CodeBlock = diagram },
}
