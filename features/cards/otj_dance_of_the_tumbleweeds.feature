Feature: Dance of the Tumbleweeds: the Elemental's size is the number of lands counted as it is created
  Dance of the Tumbleweeds {1}{G} — Sorcery — Spree: + {1} — Search your library for a basic land card or a
  Desert card, put it onto the battlefield, then shuffle. + {3} — Create an X/X green Elemental creature token,
  where X is the number of lands you control.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2h (an amount is counted as the effect happens, then locked in), 608.2c (the modes in
  their written order: the land found by the first mode is counted), 111.2 (creating a token).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Forest and Forest
    And Alice's library, from the top, is Island and Forest
    And Alice has Dance of the Tumbleweeds in her hand

  @ruling:2a835a7c6a2d @cr:608.2h @cr:608.2c
  Rule: X is the number of lands Alice controls as the token is created, and doesn't change afterwards
    The Elemental's power and toughness are each equal to the number of lands you control as the token's creation
    resolves.

    That they don't change later, when the number of lands changes, follows from 608.2h; the ruling doesn't say
    it in words, so the second scenario is its boundary.

    @id:otj-dance-elemental-counts-searched-land
    Scenario: Both modes: the Forest found first is counted, so with three lands the Elemental is 3/3
      Given Alice has {G}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Search your library for a basic land card or a Desert card, put it onto the battlefield, then shuffle."
      And Alice will choose the mode "Create an X/X green Elemental creature token, where X is the number of lands you control."
      And Alice will choose Forest when searching
      When Alice casts Dance of the Tumbleweeds from her hand
      And all players pass priority until the stack is empty
      Then Elemental is 3/3

    @id:otj-dance-elemental-doesnt-grow
    Scenario: With the token mode only the Elemental is 2/2, and stays 2/2 after Alice plays a land
      Given Alice has Forest in her hand
      And Alice has {G}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Create an X/X green Elemental creature token, where X is the number of lands you control."
      And Alice will choose no more modes
      When Alice casts Dance of the Tumbleweeds from her hand
      And all players pass priority until the stack is empty
      And Alice plays Forest from her hand
      Then Alice controls 3 Forest
      And Elemental is 2/2
