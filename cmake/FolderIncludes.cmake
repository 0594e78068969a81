# tilerummy_folder_include(<target> <folder>): the headers of app/<folder> are
# included by path from the folder ("board/turn_board.h") by <target> and by
# every target that links it, and the other app folders' headers are not found
# through it. Its include directory (BUILD/app-include/<folder>) holds one
# thing, a symbolic link <folder> to app/<folder>: a folder that includes one
# it does not link fails to build. Where no symbolic link can be made (Windows
# without the right to make one), the include directory is app/ itself: every
# folder is then found, and tests/guard alone keeps the folders' seams.
function(tilerummy_folder_include target folder)
  set(dir ${CMAKE_BINARY_DIR}/app-include/${folder})
  file(MAKE_DIRECTORY ${dir})
  file(CREATE_LINK ${PROJECT_SOURCE_DIR}/app/${folder} ${dir}/${folder} RESULT made SYMBOLIC)
  if(made EQUAL 0)
    target_include_directories(${target} PUBLIC ${dir})
  else()
    message(STATUS "No symbolic link for app/${folder} (${made}): app/ is its include directory")
    target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/app)
  endif()
endfunction()
